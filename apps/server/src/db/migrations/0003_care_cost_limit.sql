-- NOT VALID: a cost stored before the limit stays (the fee engine shows it as an invalid line for staff to correct) instead of failing the migration; every row written from now on is checked.
ALTER TABLE "preschool_care_periods" DROP CONSTRAINT "preschool_care_periods_cost";--> statement-breakpoint
ALTER TABLE "preschool_care_periods" ADD CONSTRAINT "preschool_care_periods_cost" CHECK ("preschool_care_periods"."cost_ore" is null or "preschool_care_periods"."cost_ore" between 0 and 10000000) NOT VALID;
