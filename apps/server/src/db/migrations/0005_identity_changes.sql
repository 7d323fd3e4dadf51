-- Every change that can alter what a request's session check answers is announced on the channel
-- wcpp_identity at its commit (docs/decisions/057): the instances' session caches forget what they know.
-- The session rows announce only the changes that matter: the idle clock's renewals (every 15 s of use
-- per session) do not, but a clock set back does.
CREATE FUNCTION wcpp_identity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wcpp_identity', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_info_identity AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_info FOR EACH STATEMENT EXECUTE FUNCTION wcpp_identity_changed();
--> statement-breakpoint
CREATE TRIGGER user_ftin_identity AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_ftin FOR EACH STATEMENT EXECUTE FUNCTION wcpp_identity_changed();
--> statement-breakpoint
CREATE TRIGGER grp_ftin_identity AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grp_ftin FOR EACH STATEMENT EXECUTE FUNCTION wcpp_identity_changed();
--> statement-breakpoint
CREATE TRIGGER app_property_identity AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_property FOR EACH STATEMENT EXECUTE FUNCTION wcpp_identity_changed();
--> statement-breakpoint
CREATE TRIGGER user_session_identity AFTER UPDATE ON user_session FOR EACH ROW
  WHEN (OLD.ended_at IS DISTINCT FROM NEW.ended_at OR OLD.user_info_id IS DISTINCT FROM NEW.user_info_id
    OR OLD.mirror_user_info_id IS DISTINCT FROM NEW.mirror_user_info_id OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION wcpp_identity_changed();
--> statement-breakpoint
CREATE TRIGGER user_session_identity_gone AFTER DELETE OR TRUNCATE ON user_session FOR EACH STATEMENT EXECUTE FUNCTION wcpp_identity_changed();
