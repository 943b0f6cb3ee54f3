CREATE TABLE "lip_sync_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lip_sync_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"video_file_id" integer,
	"audio_file_id" integer,
	"video_sec" real NOT NULL,
	"audio_sec" real NOT NULL,
	"status" smallint NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"result_file_id" integer,
	"cover_file_id" integer,
	"cost_kcoins" integer NOT NULL,
	"hold_id" integer,
	"charge_ref" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"fail_reason" text,
	"locale" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lip_sync_tasks_charge_ref_unique" UNIQUE("charge_ref")
);
--> statement-breakpoint
ALTER TABLE "lip_sync_tasks" ADD CONSTRAINT "lip_sync_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lip_sync_tasks" ADD CONSTRAINT "lip_sync_tasks_video_file_id_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lip_sync_tasks" ADD CONSTRAINT "lip_sync_tasks_audio_file_id_files_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lip_sync_tasks" ADD CONSTRAINT "lip_sync_tasks_result_file_id_files_id_fk" FOREIGN KEY ("result_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lip_sync_tasks" ADD CONSTRAINT "lip_sync_tasks_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lip_sync_tasks_owner_idx" ON "lip_sync_tasks" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "lip_sync_tasks_status_idx" ON "lip_sync_tasks" USING btree ("status");