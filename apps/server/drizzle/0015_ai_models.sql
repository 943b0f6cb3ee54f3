CREATE TABLE "ai_model_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_model_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_model_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_model_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_file_ids" jsonb NOT NULL,
	"stock_model_id" text,
	"person_file_id" integer,
	"locale" text NOT NULL,
	"engine" text NOT NULL,
	"status" smallint NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"cost_kcoins" integer NOT NULL,
	"hold_id" integer,
	"charge_ref" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"fail_reason" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "ai_model_tasks_charge_ref_unique" UNIQUE("charge_ref")
);
--> statement-breakpoint
ALTER TABLE "ai_model_images" ADD CONSTRAINT "ai_model_images_task_id_ai_model_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."ai_model_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_model_images" ADD CONSTRAINT "ai_model_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_model_tasks" ADD CONSTRAINT "ai_model_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_model_tasks" ADD CONSTRAINT "ai_model_tasks_person_file_id_files_id_fk" FOREIGN KEY ("person_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_model_images_task_idx" ON "ai_model_images" USING btree ("task_id","position");--> statement-breakpoint
CREATE INDEX "ai_model_tasks_owner_idx" ON "ai_model_tasks" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "ai_model_tasks_status_idx" ON "ai_model_tasks" USING btree ("status");