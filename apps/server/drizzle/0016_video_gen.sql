CREATE TABLE "video_gen_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_gen_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"ratio" text NOT NULL,
	"duration_sec" smallint NOT NULL,
	"image_file_ids" jsonb NOT NULL,
	"voice_id" text,
	"has_subtitles" boolean DEFAULT false NOT NULL,
	"engine" text NOT NULL,
	"status" smallint NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"video_file_id" integer,
	"thumbnail_file_id" integer,
	"width" integer,
	"height" integer,
	"output_sec" real,
	"cost_kcoins" integer NOT NULL,
	"hold_id" integer,
	"charge_ref" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"fail_reason" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "video_gen_tasks_charge_ref_unique" UNIQUE("charge_ref")
);
--> statement-breakpoint
ALTER TABLE "video_gen_tasks" ADD CONSTRAINT "video_gen_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_gen_tasks" ADD CONSTRAINT "video_gen_tasks_video_file_id_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_gen_tasks" ADD CONSTRAINT "video_gen_tasks_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_gen_tasks_owner_idx" ON "video_gen_tasks" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "video_gen_tasks_status_idx" ON "video_gen_tasks" USING btree ("status");