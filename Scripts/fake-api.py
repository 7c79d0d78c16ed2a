#!/usr/bin/env python3
"""A small json-server stand-in speaking crew's remote contract, for tests and demos.

Routes: GET/POST /users, GET/PATCH/DELETE /users/{id}, GET/POST /todos (with ?userId=,
?completed=, _page/_limit and an X-Total-Count header), GET/PATCH/DELETE /todos/{id}.
Usage: fake-api.py [--port N] [--seed FILE] [--token TOKEN]
The seed is {"users": [...], "todos": [...]}. It prints "listening on PORT" once ready.
With --token, every request must carry "Authorization: Bearer TOKEN" (401 otherwise).
Standard library only, so CI needs nothing but python3.
"""
import argparse
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse


class Database:
    def __init__(self, seed):
        self.lock = threading.Lock()
        self.collections = {"users": list(seed.get("users", [])), "todos": list(seed.get("todos", []))}

    def next_id(self, name):
        return max([record["id"] for record in self.collections[name]] + [0]) + 1


def make_handler(database, token):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def send_json(self, status, body, headers=None):
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for key, value in (headers or {}).items():
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(data)

        def route(self):
            if token is not None and self.headers.get("Authorization") != f"Bearer {token}":
                self.send_json(401, {"error": "unauthorized"})
                return None
            url = urlparse(self.path)
            parts = [part for part in url.path.split("/") if part]
            if not parts or parts[0] not in database.collections or len(parts) > 2:
                self.send_json(404, {})
                return None
            record_id = None
            if len(parts) == 2:
                try:
                    record_id = int(parts[1])
                except ValueError:
                    self.send_json(404, {})
                    return None
            return parts[0], record_id, parse_qs(url.query)

        def body(self):
            length = int(self.headers.get("Content-Length") or 0)
            return json.loads(self.rfile.read(length) or b"{}")

        def find(self, name, record_id):
            return next((r for r in database.collections[name] if r["id"] == record_id), None)

        def existing(self, name, record_id):
            """The record, or None after answering 404 for it."""
            record = self.find(name, record_id)
            if record is None:
                self.send_json(404, {})
            return record

        def do_GET(self):
            routed = self.route()
            if routed is None:
                return
            name, record_id, query = routed
            with database.lock:
                if record_id is not None:
                    record = self.find(name, record_id)
                    self.send_json(200, record) if record else self.send_json(404, {})
                    return
                records = database.collections[name]
                if "userId" in query:
                    records = [r for r in records if str(r.get("userId")) == query["userId"][0]]
                if "completed" in query:
                    records = [r for r in records if str(r.get("completed")).lower() == query["completed"][0]]
                total = len(records)
                if "_page" in query:
                    limit = int(query.get("_limit", ["10"])[0])
                    page = int(query["_page"][0])
                    records = records[(page - 1) * limit: page * limit]
                self.send_json(200, records, {"X-Total-Count": str(total)})

        def do_POST(self):
            routed = self.route()
            if routed is None:
                return
            name, record_id, _ = routed
            if record_id is not None:
                self.send_json(404, {})
                return
            with database.lock:
                record = self.body()
                record["id"] = record.get("id") or database.next_id(name)
                database.collections[name].append(record)
                self.send_json(201, record)

        def do_PATCH(self):
            routed = self.route()
            if routed is None:
                return
            name, record_id, _ = routed
            with database.lock:
                record = self.existing(name, record_id)
                if record is None:
                    return
                record.update({k: v for k, v in self.body().items() if k != "id"})
                self.send_json(200, record)

        def do_DELETE(self):
            routed = self.route()
            if routed is None:
                return
            name, record_id, _ = routed
            with database.lock:
                record = self.existing(name, record_id)
                if record is None:
                    return
                database.collections[name].remove(record)
                self.send_json(200, {})

    return Handler


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--seed")
    parser.add_argument("--token")
    arguments = parser.parse_args()
    seed = {}
    if arguments.seed:
        with open(arguments.seed) as handle:
            seed = json.load(handle)
    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), make_handler(Database(seed), arguments.token))
    print(f"listening on {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
