CREATE TABLE "audio_subtitle_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audio_subtitle_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"task_name" text NOT NULL,
	"status" smallint NOT NULL,
	"source_file_id" integer NOT NULL,
	"language" text NOT NULL,
	"known_text" text,
	"engine" text NOT NULL,
	"duration_sec" real,
	"cues" jsonb,
	"fail_reason" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dubbing_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dubbing_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"task_name" text NOT NULL,
	"status" smallint NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"language" text NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"character_count" integer NOT NULL,
	"estimated_seconds" integer NOT NULL,
	"cost_kcoins" integer NOT NULL,
	"hold_id" integer,
	"charge_ref" text NOT NULL,
	"is_trial" boolean DEFAULT false NOT NULL,
	"duration_sec" real,
	"audio_file_id" integer,
	"subtitle_file_id" integer,
	"cues" jsonb,
	"subtitle_font_size" smallint,
	"fail_reason" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_voices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_voices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"voice_id" text NOT NULL,
	"name" text NOT NULL,
	"manner" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_change_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voice_change_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"task_name" text NOT NULL,
	"status" smallint NOT NULL,
	"source_file_id" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"duration_sec" real,
	"result_file_id" integer,
	"fail_reason" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voice_clones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voice_clones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"language" text NOT NULL,
	"sample_file_id" integer NOT NULL,
	"sample_duration_sec" real NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"order_no" text,
	"engine" text,
	"profile" jsonb,
	"notice_accepted_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewer_id" integer,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audio_subtitle_tasks" ADD CONSTRAINT "audio_subtitle_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_subtitle_tasks" ADD CONSTRAINT "audio_subtitle_tasks_source_file_id_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dubbing_tasks" ADD CONSTRAINT "dubbing_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dubbing_tasks" ADD CONSTRAINT "dubbing_tasks_audio_file_id_files_id_fk" FOREIGN KEY ("audio_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dubbing_tasks" ADD CONSTRAINT "dubbing_tasks_subtitle_file_id_files_id_fk" FOREIGN KEY ("subtitle_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_voices" ADD CONSTRAINT "saved_voices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_change_tasks" ADD CONSTRAINT "voice_change_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_change_tasks" ADD CONSTRAINT "voice_change_tasks_source_file_id_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_change_tasks" ADD CONSTRAINT "voice_change_tasks_result_file_id_files_id_fk" FOREIGN KEY ("result_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clones" ADD CONSTRAINT "voice_clones_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clones" ADD CONSTRAINT "voice_clones_sample_file_id_files_id_fk" FOREIGN KEY ("sample_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clones" ADD CONSTRAINT "voice_clones_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_subtitle_tasks_owner_idx" ON "audio_subtitle_tasks" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "dubbing_tasks_owner_idx" ON "dubbing_tasks" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "dubbing_tasks_status_idx" ON "dubbing_tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "saved_voices_owner_idx" ON "saved_voices" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_change_tasks_owner_idx" ON "voice_change_tasks" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_clones_owner_idx" ON "voice_clones" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_clones_status_idx" ON "voice_clones" USING btree ("status");