DROP TRIGGER closures_notify ON closures;
