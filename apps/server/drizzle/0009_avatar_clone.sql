CREATE TABLE "avatar_clone_videos" (
	"file_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"duration_sec" real NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avatar_clone_videos_file_id_owner_id_pk" PRIMARY KEY("file_id","owner_id")
);
--> statement-breakpoint
CREATE TABLE "avatar_clones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "avatar_clones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"upload_type_id" smallint NOT NULL,
	"name" text NOT NULL,
	"video_file_id" integer NOT NULL,
	"video_duration_sec" real NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"hold_id" integer,
	"price_kcoins" integer NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"prep" jsonb,
	"photo_avatar_id" integer,
	"locale" text DEFAULT 'en' NOT NULL,
	"notice_accepted_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
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
ALTER TABLE "avatar_clone_videos" ADD CONSTRAINT "avatar_clone_videos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_clone_videos" ADD CONSTRAINT "avatar_clone_videos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_clones" ADD CONSTRAINT "avatar_clones_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_clones" ADD CONSTRAINT "avatar_clones_video_file_id_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar_clones" ADD CONSTRAINT "avatar_clones_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_clones_owner_idx" ON "avatar_clones" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "avatar_clones_status_idx" ON "avatar_clones" USING btree ("status");