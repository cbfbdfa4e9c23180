CREATE TABLE "scheduled_job_runs" (
	"job" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_job_runs_job_period_start_pk" PRIMARY KEY("job","period_start")
);
