#!/usr/bin/env python3
"""How long `gen-config lsp` takes to check a config again after a keystroke, on a grown harness.

    lsp_latency.py [--bin BIN] [--ops 20] [--scenarios 50] [--keystrokes 60] [--root GROWN]

Grows a harness of OPS x SCENARIOS scenarios from the example (scripts/bench/grow.py, one config
a scenario) unless --root names one, starts `gen-config lsp` on it (debounce 0, so what is timed is
the check), opens one config of each source scenario, then types into each: every keystroke is a
full-text `didChange` (a sweep list's last number typed digit by digit, then deleted), and the time
from sending it to the `publishDiagnostics` for that version is one figure. Prints the figures
(best, median, 95th percentile, worst, in ms), the time to the first diagnostics of a config (the
harness loaded once, its scenario described once), and the time to re-check every open config after
a `.py` change (`workspace/didChangeWatchedFiles`: the harness read and parsed again).

Needs Python 3 with PyYAML (for grow.py). It measures; it never fails on a figure.
"""

import argparse
import faulthandler
import signal
import glob
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))


class Server:
    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 0

    def send(self, msg):
        body = json.dumps(msg).encode()
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit("the server ended")
            line = line.strip()
            if not line:
                break
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        return json.loads(self.p.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            m = self.receive()
            if m.get("id") == self.next_id and "method" not in m:
                return m

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def published(self, uri, version=None):
        while True:
            m = self.receive()
            if m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri:
                if version is None or m["params"].get("version") == version:
                    return m["params"]["diagnostics"]


def uri(path):
    return "file://" + os.path.abspath(path)


def ms(seconds):
    return round(seconds * 1000, 2)


def summary(times):
    times = sorted(times)
    return {
        "n": len(times),
        "best_ms": ms(times[0]),
        "median_ms": ms(statistics.median(times)),
        "p95_ms": ms(times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]),
        "worst_ms": ms(times[-1]),
    }


def main():
    faulthandler.register(signal.SIGUSR1, all_threads=True)
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(REPO, "target/release/gen-config"))
    ap.add_argument("--ops", type=int, default=20)
    ap.add_argument("--scenarios", type=int, default=50)
    ap.add_argument("--keystrokes", type=int, default=60, help="per config opened")
    ap.add_argument("--root", help="a grown harness to use instead of growing one")
    args = ap.parse_args()

    tmp = tempfile.TemporaryDirectory(prefix="gen-config-lsp-bench-")
    root = args.root
    if not root:
        root = os.path.join(tmp.name, "grown")
        example = os.path.join(REPO, "examples/halops-bench/benchmark")
        print(f"growing: {args.ops} ops x {args.scenarios} scenarios ...", file=sys.stderr)
        subprocess.run([sys.executable, os.path.join(HERE, "grow.py"), example, root,
                        str(args.ops), str(args.scenarios), "1"], check=True, stdout=subprocess.DEVNULL)
    scenarios = len([p for p in glob.glob(os.path.join(root, "kernel/*/scenarios/*.py")) if not p.endswith("__init__.py")])
    # One config of each source scenario (the first op of each kind, its first copies).
    configs = []
    seen = set()
    for path in sorted(glob.glob(os.path.join(root, "configs/*/*.yaml"))):
        text = open(path).read()
        m = re.search(r"^scenario:\s*(\S+?)(_\d+)?\s*$", text, re.M)
        kind = m.group(1) if m else path
        if kind not in seen and re.search(r"^batch_sizes:\s*\[", text, re.M):
            seen.add(kind)
            configs.append((path, text))

    server = Server([args.bin, "lsp"])
    server.request("initialize", {"processId": None, "rootUri": None, "capabilities": {},
                                  "initializationOptions": {"debounceMs": 0}})
    server.notify("initialized", {})

    first = []
    for path, text in configs:
        t = time.perf_counter()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri(path), "languageId": "yaml",
                                                                "version": 1, "text": text}})
        server.published(uri(path))
        first.append(time.perf_counter() - t)

    keystrokes = []
    for path, text in configs:
        m = re.search(r"^(batch_sizes:\s*\[[^\]]*?)(\])", text, re.M)
        head, tail = text[:m.end(1)], text[m.end(1):]
        typed = ", 1024"
        states = [typed[:i] for i in range(1, len(typed) + 1)]
        states += states[-2::-1] + [""]
        version = 1
        for i in range(args.keystrokes):
            version += 1
            new = head + states[i % len(states)] + tail
            t = time.perf_counter()
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri(path), "version": version},
                                                     "contentChanges": [{"text": new}]})
            server.published(uri(path), version)
            keystrokes.append(time.perf_counter() - t)

    py = sorted(glob.glob(os.path.join(root, "kernel/*/scenarios/*.py")))[0]
    t = time.perf_counter()
    server.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": uri(py), "type": 2}]})
    waiting = {uri(path) for path, _ in configs}
    while waiting:
        m = server.receive()
        if m.get("method") == "textDocument/publishDiagnostics":
            waiting.discard(m["params"]["uri"])
    reload = time.perf_counter() - t

    server.request("shutdown", None)
    server.notify("exit", None)
    server.p.wait(timeout=30)

    result = {
        "harness": {"root": root, "scenarios": scenarios, "configs_open": len(configs)},
        "recheck_after_keystroke": summary(keystrokes),
        "first_diagnostics_of_a_config": summary(first),
        "recheck_all_open_after_py_change_ms": ms(reload),
    }
    print(json.dumps(result, indent=2))
    k = result["recheck_after_keystroke"]
    print(f"re-check after a keystroke on {scenarios} scenarios: median {k['median_ms']} ms, "
          f"p95 {k['p95_ms']} ms, worst {k['worst_ms']} ms ({k['n']} keystrokes over {len(configs)} configs)")


if __name__ == "__main__":
    main()
