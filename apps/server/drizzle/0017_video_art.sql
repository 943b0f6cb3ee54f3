CREATE TABLE "video_art_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_art_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"prompt" text NOT NULL,
	"ratio" text NOT NULL,
	"engine" text NOT NULL,
	"scene" text,
	"status" smallint NOT NULL,
	"file_id" integer,
	"width" integer,
	"height" integer,
	"cost_kcoins" integer NOT NULL,
	"hold_id" integer,
	"charge_ref" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_art_images_charge_ref_unique" UNIQUE("charge_ref")
);
--> statement-breakpoint
ALTER TABLE "video_gen_tasks" ADD COLUMN "saved_file_id" integer;--> statement-breakpoint
ALTER TABLE "video_art_images" ADD CONSTRAINT "video_art_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_art_images" ADD CONSTRAINT "video_art_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_art_images_owner_idx" ON "video_art_images" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "video_gen_tasks" ADD CONSTRAINT "video_gen_tasks_saved_file_id_files_id_fk" FOREIGN KEY ("saved_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;