# probe: __exit__ that raises the exception it was given (raise val) or a new one from it; what comes out, its __context__ (none for the same instance), and that the body's exception is the one given
# inputs
k = "key"
# body
class Same:
    def __enter__(self):
        return self
    def __exit__(self, typ, val, tb):
        if val is not None:
            raise val
class New:
    def __enter__(self):
        return self
    def __exit__(self, typ, val, tb):
        raise RuntimeError("exit") from val
class NewPlain:
    def __enter__(self):
        return self
    def __exit__(self, typ, val, tb):
        raise RuntimeError("exit")
out = []
for cm in (Same(), New(), NewPlain()):
    try:
        with cm:
            raise KeyError(k)
    except Exception as e:
        out.append((type(e).__name__, type(e.__context__).__name__, type(e.__cause__).__name__, e.__suppress_context__))
try:
    with NewPlain():
        pass
except RuntimeError as e:
    out.append(("clean", e.__context__))
r_out = out
