#!/usr/bin/env python3
"""A small json-server stand-in speaking crew's remote contract, for tests and demos.

Routes: GET/POST /users, GET/PATCH/DELETE /users/{id}, GET/POST /todos (with ?userId=,
?completed=, _page/_limit and an X-Total-Count header), GET/PATCH/DELETE /todos/{id}.
Usage: fake-api.py [--port N] [--seed FILE] [--token TOKEN] [--faults FILE] [--page-cap N | --ignore-limit]
The seed is {"users": [...], "todos": [...]}. It prints "listening on PORT" once ready.
With --token, every request must carry "Authorization: Bearer TOKEN" (401 otherwise).
With --faults, every request first reads FILE (absent or empty: behave), whose first line is
one of: hang (never answer), status:CODE (answer CODE), malformed (200, not JSON), truncated
(a body shorter than its Content-Length, then close), close (close without answering), drip
(the answer one byte a second), unanswered (apply a write, then close without answering: a
reply lost on the way), applied-hang (apply a write, then never answer: the client is killed
waiting), or after:N:MODE (answer N requests, then MODE for the rest).
Any other query parameter filters by that field (?crewId=…), as json-server does.
With --page-cap N, a page holds at most N records whatever _limit asks (as many APIs cap it);
with --ignore-limit, _page and _limit are ignored and every matching record is sent at once.
With --log FILE, each request is appended to FILE as "METHOD PATH" once it is handled.
Standard library only, so CI needs nothing but python3.
"""
import argparse
import json
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse


class Database:
    def __init__(self, seed):
        self.lock = threading.Lock()
        self.requests = 0
        self.mode = ""
        self.collections = {"users": list(seed.get("users", [])), "todos": list(seed.get("todos", []))}

    def next_id(self, name):
        return max([record["id"] for record in self.collections[name]] + [0]) + 1


def make_handler(database, token, faults, log, page_cap=None, ignore_limit=False):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def record_request(self):
            if log is None:
                return
            with database.lock, open(log, "a") as handle:
                handle.write(f"{self.command} {self.path}\n")

        def unanswered(self):
            """Whether the faults file asks for a write to be applied and its answer lost."""
            if faults is None or self.command == "GET":
                return False
            try:
                with open(faults) as handle:
                    return handle.readline().strip() in ("unanswered", "applied-hang")
            except OSError:
                return False

        def lose_answer(self):
            """Loses the answer to a write already applied: the connection closes, or hangs."""
            try:
                with open(faults) as handle:
                    hangs = handle.readline().strip() == "applied-hang"
            except OSError:
                hangs = False
            if hangs:
                database.lock.release()
                try:
                    time.sleep(3600)
                finally:
                    database.lock.acquire()
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)

        def fault(self):
            """Plays the fault the faults file names; True when the request was taken care of."""
            if faults is None or self.unanswered():
                return False
            try:
                with open(faults) as handle:
                    mode = handle.readline().strip()
            except OSError:
                return False
            with database.lock:
                # after:N counts from the moment the mode was set.
                if mode != database.mode:
                    database.mode = mode
                    database.requests = 0
                database.requests += 1
                served = database.requests
            if mode.startswith("after:"):
                _, count, mode = mode.split(":", 2)
                if served <= int(count):
                    return False
            if mode == "hang":
                time.sleep(3600)
                return True
            if mode.startswith("status:"):
                self.send_json(int(mode.split(":")[1]), {"error": "injected"})
                return True
            if mode == "malformed":
                body = b"<html>this is not JSON</html>"
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return True
            if mode == "truncated":
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", "1000")
                self.end_headers()
                self.wfile.write(b'[{"id": 1, "ti')
                self.wfile.flush()
                self.close_connection = True
                self.connection.shutdown(socket.SHUT_RDWR)
                return True
            if mode == "close":
                self.close_connection = True
                self.connection.shutdown(socket.SHUT_RDWR)
                return True
            if mode == "drip":
                body = b'[{"id": 1, "title": "slow", "completed": false}]'
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                for byte in body:
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    time.sleep(1)
                return True
            return False

        def send_json(self, status, body, headers=None):
            self.send_data(status, json.dumps(body).encode(), headers)

        def send_data(self, status, data, headers=None):
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for key, value in (headers or {}).items():
                self.send_header(key, value)
            self.end_headers()
            self.wfile.write(data)

        def route(self):
            if self.fault():
                return None
            # Only requests the server handles are logged (an unanswered write is: it applies).
            self.record_request()
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
            # The answer is made under the lock and sent after it: a client reading a long answer
            # slowly (crew streams one) must not hold every other request back.
            with database.lock:
                status, body, headers = self.answer_get(name, record_id, query)
                data = json.dumps(body).encode()
            self.send_data(status, data, headers)

        def answer_get(self, name, record_id, query):
            if record_id is not None:
                record = self.find(name, record_id)
                return (200, record, None) if record else (404, {}, None)
            records = database.collections[name]
            if "userId" in query:
                records = [r for r in records if str(r.get("userId")) == query["userId"][0]]
            if "completed" in query:
                records = [r for r in records if str(r.get("completed")).lower() == query["completed"][0]]
            for key, values in query.items():
                if key not in ("userId", "completed") and not key.startswith("_"):
                    records = [r for r in records if str(r.get(key)) == values[0]]
            total = len(records)
            if "_page" in query and not ignore_limit:
                limit = int(query.get("_limit", ["10"])[0])
                if page_cap is not None:
                    limit = min(limit, page_cap)
                page = int(query["_page"][0])
                records = records[(page - 1) * limit: page * limit]
            return 200, records, {"X-Total-Count": str(total)}

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
                if self.unanswered():
                    self.lose_answer()
                    return
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
                if self.unanswered():
                    self.lose_answer()
                    return
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
                if self.unanswered():
                    self.lose_answer()
                    return
                self.send_json(200, {})

    return Handler


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--seed")
    parser.add_argument("--token")
    parser.add_argument("--faults")
    parser.add_argument("--log")
    parser.add_argument("--page-cap", type=int)
    parser.add_argument("--ignore-limit", action="store_true")
    arguments = parser.parse_args()
    seed = {}
    if arguments.seed:
        with open(arguments.seed) as handle:
            seed = json.load(handle)
    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), make_handler(
        Database(seed), arguments.token, arguments.faults, arguments.log, arguments.page_cap, arguments.ignore_limit))
    print(f"listening on {server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
