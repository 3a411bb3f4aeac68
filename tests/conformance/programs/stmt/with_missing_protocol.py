# probe: a manager missing __exit__ or __enter__ raises TypeError before __enter__ runs; __enter__/__exit__ set on the instance are not looked up
# inputs
v = 1
# body
log = []
class OnlyEnter:
    def __enter__(self):
        log.append("entered")
        return self
class OnlyExit:
    def __exit__(self, *a):
        log.append("exited")
class Plain:
    pass
p = Plain()
p.__enter__ = lambda: v
p.__exit__ = lambda *a: None
out = []
for m in (OnlyEnter(), OnlyExit(), p, v, None):
    try:
        with m:
            out.append("body")
    except TypeError as e:
        out.append(type(e).__name__)
    except AttributeError as e:
        out.append(type(e).__name__)
r_out = out
r_log = log
