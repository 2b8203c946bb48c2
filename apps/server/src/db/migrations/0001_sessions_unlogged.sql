-- Sessions skip the write-ahead log: signing in then waits for no disk flush. After a database crash the
-- table is empty and everyone signs in again, which costs less than a flush on every sign-in.
ALTER TABLE "sessions" SET UNLOGGED;
