CREATE TABLE "slide_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slide_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"source_file_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"status" smallint NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"page_progress" smallint DEFAULT 0 NOT NULL,
	"extract_progress" smallint DEFAULT 0 NOT NULL,
	"page_count" smallint NOT NULL,
	"aspect" real,
	"pages" jsonb,
	"fail_reason" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "slide_imports" ADD CONSTRAINT "slide_imports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_imports" ADD CONSTRAINT "slide_imports_source_file_id_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slide_imports_owner_idx" ON "slide_imports" USING btree ("owner_id","created_at");