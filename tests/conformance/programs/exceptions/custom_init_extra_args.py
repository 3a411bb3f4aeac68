# probe: custom exceptions whose __init__ takes extra and keyword args: args holds what super().__init__ got, or the constructor's positional args when super is not called
# inputs
code = 404
path = "/x"
# body
class HTTPError(Exception):
    def __init__(self, code, path, *, retry=False):
        super().__init__(f"{code} at {path}")
        self.code = code
        self.retry = retry
class Bare(Exception):
    def __init__(self, code, path, *, retry=False):
        self.code = code
class NoArgsSuper(Exception):
    def __init__(self, a, b):
        super().__init__()
e = HTTPError(code, path, retry=True)
r_http = (e.args, e.code, e.retry, str(e))
b = Bare(code, path, retry=True)
r_bare = (b.args, b.code)
r_noargs = (NoArgsSuper(code, path).args, str(NoArgsSuper(1, 2)))
try:
    raise HTTPError(code, path)
except Exception as caught:
    r_caught = (caught.args[0], caught.retry)
try:
    HTTPError(code)
except TypeError as te:
    r_missing = type(te).__name__
