-- Cross-process cache invalidation (server/cache/cloudCaches.ts): a change of a project, or of the wallet
-- directory, NOTIFYs every process listening on gangway_cache, whichever process or tool made it. Delivered at
-- commit; a statement that changes many wallets sends one notification.
CREATE FUNCTION gangway_notify_project() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gangway_cache', json_build_object('table', 'projects', 'id', COALESCE(NEW.id, OLD.id))::text);
  RETURN NULL;
END $$;

CREATE TRIGGER projects_notify_cache AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION gangway_notify_project();

CREATE FUNCTION gangway_notify_wallets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gangway_cache', '{"table":"wallets"}');
  RETURN NULL;
END $$;

CREATE TRIGGER wallets_notify_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wallets
  FOR EACH STATEMENT EXECUTE FUNCTION gangway_notify_wallets();
