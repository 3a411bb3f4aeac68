# probe: a hand-made cleanup stack run in reverse inside try/finally: each cleanup runs even when an earlier one raises; the first error is kept and re-raised at the end
# inputs
bad = "b"
# body
log = []
def make_cleanup(name):
    def cleanup():
        log.append("cleanup " + name)
        if name == bad:
            raise OSError(name)
    return cleanup
def run(names):
    stack = []
    first_error = None
    try:
        for n in names:
            log.append("acquire " + n)
            stack.append(make_cleanup(n))
        log.append("work")
    finally:
        while stack:
            f = stack.pop()
            try:
                f()
            except OSError as e:
                if first_error is None:
                    first_error = e
    if first_error is not None:
        raise first_error
    return "clean"
try:
    r_result = run(["a", "b", "c"])
except OSError as e:
    r_result = ("OSError", e.args)
r_log = log
r_clean = run(["x"])
