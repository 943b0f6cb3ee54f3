CREATE TABLE "photo_avatars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photo_avatars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"photo_file_id" integer NOT NULL,
	"status" text NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"fail_reason" text,
	"thumbnail_file_id" integer,
	"sprite_file_id" integer,
	"rig_meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recent_voices" (
	"user_id" integer NOT NULL,
	"voice_id" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"task_name" text NOT NULL,
	"status" smallint NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"digital_human_id" text NOT NULL,
	"support_type_id" smallint NOT NULL,
	"input_mode" text NOT NULL,
	"copy_content" text DEFAULT '' NOT NULL,
	"audio_file_id" integer,
	"speech" jsonb NOT NULL,
	"ratio" text NOT NULL,
	"resolution" smallint NOT NULL,
	"background" jsonb NOT NULL,
	"subtitles" jsonb NOT NULL,
	"music" jsonb,
	"cost_kcoins" integer NOT NULL,
	"estimated_seconds" integer NOT NULL,
	"hold_id" integer,
	"charge_ref" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"priority" smallint DEFAULT 0 NOT NULL,
	"duration_sec" real,
	"target_file_id" integer,
	"thumbnail_file_id" integer,
	"fail_reason" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"downloaded" boolean DEFAULT false NOT NULL,
	"share_token" text,
	"share_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photo_avatars" ADD CONSTRAINT "photo_avatars_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_avatars" ADD CONSTRAINT "photo_avatars_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_avatars" ADD CONSTRAINT "photo_avatars_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_avatars" ADD CONSTRAINT "photo_avatars_sprite_file_id_files_id_fk" FOREIGN KEY ("sprite_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_voices" ADD CONSTRAINT "recent_voices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tasks" ADD CONSTRAINT "video_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tasks" ADD CONSTRAINT "video_tasks_audio_file_id_files_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tasks" ADD CONSTRAINT "video_tasks_target_file_id_files_id_fk" FOREIGN KEY ("target_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_tasks" ADD CONSTRAINT "video_tasks_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_avatars_owner_idx" ON "photo_avatars" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recent_voices_user_voice" ON "recent_voices" USING btree ("user_id","voice_id");--> statement-breakpoint
CREATE INDEX "video_tasks_owner_idx" ON "video_tasks" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "video_tasks_status_idx" ON "video_tasks" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "video_tasks_share_token" ON "video_tasks" USING btree ("share_token");