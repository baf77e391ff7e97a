// Browser tests wait for a real server and a real Chromium: give them room.
jest.setTimeout(90_000);
