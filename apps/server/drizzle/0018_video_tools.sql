CREATE TABLE "face_swap_faces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "face_swap_faces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"problem" text,
	"face_box" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "face_swap_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "face_swap_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"source_file_id" integer,
	"stage" text NOT NULL,
	"status" smallint,
	"progress" smallint DEFAULT 0 NOT NULL,
	"duration_sec" real,
	"width" integer,
	"height" integer,
	"people" jsonb,
	"mapping" jsonb,
	"result_file_id" integer,
	"cover_file_id" integer,
	"engine" text,
	"cost_kcoins" integer,
	"hold_id" integer,
	"charge_ref" text,
	"is_trial" boolean DEFAULT false NOT NULL,
	"fail_reason" text,
	"locale" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "face_swap_tasks_charge_ref_unique" UNIQUE("charge_ref")
);
--> statement-breakpoint
CREATE TABLE "subtitle_removal_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subtitle_removal_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"source_file_id" integer,
	"boxes" jsonb NOT NULL,
	"duration_sec" real NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"status" smallint NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"result_file_id" integer,
	"cover_file_id" integer,
	"engine" text NOT NULL,
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
	"deleted_at" timestamp with time zone,
	CONSTRAINT "subtitle_removal_tasks_charge_ref_unique" UNIQUE("charge_ref")
);
--> statement-breakpoint
ALTER TABLE "face_swap_faces" ADD CONSTRAINT "face_swap_faces_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_swap_faces" ADD CONSTRAINT "face_swap_faces_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_swap_tasks" ADD CONSTRAINT "face_swap_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_swap_tasks" ADD CONSTRAINT "face_swap_tasks_source_file_id_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_swap_tasks" ADD CONSTRAINT "face_swap_tasks_result_file_id_files_id_fk" FOREIGN KEY ("result_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "face_swap_tasks" ADD CONSTRAINT "face_swap_tasks_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtitle_removal_tasks" ADD CONSTRAINT "subtitle_removal_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtitle_removal_tasks" ADD CONSTRAINT "subtitle_removal_tasks_source_file_id_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtitle_removal_tasks" ADD CONSTRAINT "subtitle_removal_tasks_result_file_id_files_id_fk" FOREIGN KEY ("result_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtitle_removal_tasks" ADD CONSTRAINT "subtitle_removal_tasks_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "face_swap_faces_owner_idx" ON "face_swap_faces" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "face_swap_tasks_owner_idx" ON "face_swap_tasks" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "face_swap_tasks_status_idx" ON "face_swap_tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "subtitle_removal_tasks_owner_idx" ON "subtitle_removal_tasks" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "subtitle_removal_tasks_status_idx" ON "subtitle_removal_tasks" USING btree ("status");