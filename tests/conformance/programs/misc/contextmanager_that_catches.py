# probe: a contextlib.contextmanager whose yield is in a try with an except: the exception the body raises is thrown in at the yield, and its handler runs (it may log, suppress, or raise another)
# inputs
n = 2
# body
import contextlib
log = []
@contextlib.contextmanager
def catching(kind):
    try:
        yield "c"
    except ValueError as e:
        log.append(("caught", str(e)))
        if kind == "again":
            raise
        if kind == "other":
            raise KeyError("other")
def run(kind):
    try:
        with catching(kind) as c:
            log.append(("body", c))
            if n > 1:
                raise ValueError(f"bad {n}")
        return "suppressed"
    except (ValueError, KeyError) as e:
        return (type(e).__name__, str(e))
r_kinds = [run("quiet"), run("again"), run("other")]
r_log = log
