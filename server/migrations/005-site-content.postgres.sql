-- The site's editable texts (docs/owner-guide.md "Editing the site's texts"): the owner's draft, one row per
-- language, and the published versions, numbered 1, 2, 3 …, whose highest number is what every
-- visitor sees. A version is never changed once stored; restoring one publishes a copy. The
-- SQLite twin is 005-site-content.sqlite.sql.
CREATE TABLE site_content_drafts (
  -- 'en' or 'es'.
  lng TEXT PRIMARY KEY,
  -- That language's part of the flat map (`<lng>:<ns>:<key>` → text) as JSON; an empty object
  -- is a draft with every text at its default.
  content JSONB NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE site_content_versions (
  version INTEGER PRIMARY KEY,
  published_at TIMESTAMPTZ NOT NULL,
  -- The whole map, both languages, as JSON.
  content JSONB NOT NULL,
  -- The version this one is a copy of, when it was made by a restore.
  restored_from INTEGER
);
