#!/usr/bin/env python3
"""Hold a conversation with a program in a pseudo-terminal, as a person at a terminal would.

    python3 tests/pty/converse.py < script.json

The script: {"argv": [...], "env": {...}, "cwd": "...", "steps": [STEP, ...], "timeout": 20}.
A step is {"expect": "<regex>"} (wait until the output so far matches it, past what earlier steps
matched), {"send": "<text>"} (type it; "\\n" is Enter), {"eof": true} (Ctrl-D at the start of a
line) or {"sleep": seconds}. The program runs with its stdin, stdout and stderr on the terminal.

Prints one JSON document: {"code": <exit code>, "output": "<everything it wrote>", "failed":
"<the step that timed out>" | null}. Never raises on the program's behaviour: the test decides.
"""

import json
import os
import pty
import re
import select
import subprocess
import sys
import time


def main():
    script = json.load(sys.stdin)
    timeout = script.get("timeout", 20)
    env = dict(os.environ)
    for k in ("CI", "GEN_CONFIG_INTERACTIVE"):
        env.pop(k, None)
    env.update(script.get("env", {}))
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        script["argv"],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        cwd=script.get("cwd"),
        env=env,
        close_fds=True,
        start_new_session=True,
    )
    os.close(slave)
    out = b""
    seen = 0
    failed = None

    def pump(wait):
        nonlocal out
        r, _, _ = select.select([master], [], [], wait)
        if not r:
            return True
        try:
            chunk = os.read(master, 65536)
        except OSError:
            return False
        if not chunk:
            return False
        out += chunk
        return True

    for step in script["steps"]:
        if "expect" in step:
            pattern = re.compile(step["expect"], re.S)
            deadline = time.time() + timeout
            while True:
                text = out.decode("utf-8", "replace")
                m = pattern.search(text, seen)
                if m:
                    seen = m.end()
                    break
                if time.time() > deadline or proc.poll() is not None and not pump(0.2):
                    failed = step
                    break
                pump(0.1)
            if failed:
                break
        elif "send" in step:
            os.write(master, step["send"].encode("utf-8"))
        elif step.get("eof"):
            os.write(master, b"\x04")
        elif "sleep" in step:
            time.sleep(step["sleep"])
    # Let it finish (a failed step ends the conversation at once), then take what is left.
    deadline = time.time() + (0 if failed else timeout)
    while proc.poll() is None and time.time() < deadline:
        pump(0.1)
    if proc.poll() is None:
        proc.kill()
        proc.wait()
    for _ in range(50):
        r, _, _ = select.select([master], [], [], 0.05)
        if not r or not pump(0):
            break
    os.close(master)
    print(json.dumps({"code": proc.returncode, "output": out.decode("utf-8", "replace"), "failed": failed}))


if __name__ == "__main__":
    main()
