CREATE TABLE "video_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"task_name" text NOT NULL,
	"stage" text NOT NULL,
	"status" smallint,
	"progress" smallint DEFAULT 0 NOT NULL,
	"step" text,
	"source_file_id" integer NOT NULL,
	"audio_key" text,
	"duration_sec" real NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"fps" real NOT NULL,
	"detected" jsonb,
	"source_language" text,
	"target_language" text,
	"transcript_engine" text,
	"known_text" text,
	"known_subtitles" text,
	"sentences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"voice" jsonb,
	"subtitles" text DEFAULT 'target' NOT NULL,
	"lip_sync" boolean DEFAULT true NOT NULL,
	"render_cache" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"video_file_id" integer,
	"cover_file_id" integer,
	"source_srt_file_id" integer,
	"target_srt_file_id" integer,
	"cost_kcoins" integer DEFAULT 0 NOT NULL,
	"hold_id" integer,
	"charge_ref" text,
	"is_trial" boolean DEFAULT false NOT NULL,
	"fail_reason" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "video_translations" ADD CONSTRAINT "video_translations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_translations" ADD CONSTRAINT "video_translations_source_file_id_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_translations" ADD CONSTRAINT "video_translations_video_file_id_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_translations" ADD CONSTRAINT "video_translations_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_translations" ADD CONSTRAINT "video_translations_source_srt_file_id_files_id_fk" FOREIGN KEY ("source_srt_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_translations" ADD CONSTRAINT "video_translations_target_srt_file_id_files_id_fk" FOREIGN KEY ("target_srt_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_translations_owner_idx" ON "video_translations" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "video_translations_stage_idx" ON "video_translations" USING btree ("stage");