# probe: user exception classes with custom __init__, attributes, hierarchy
# inputs
code = 404
# body
class AppError(Exception):
    pass
class HTTPError(AppError):
    def __init__(self, code, reason="?"):
        super().__init__(f"{code} {reason}")
        self.code = code
class NotFound(HTTPError):
    def __init__(self):
        super().__init__(404, "not found")
try:
    raise NotFound()
except AppError as e:
    r_caught = (type(e).__name__, e.code, str(e), e.args)
try:
    raise HTTPError(code)
except NotFound:
    r_which = "NotFound"
except HTTPError as e:
    r_which = ("HTTPError", e.code)
r_mro = [c.__name__ for c in NotFound.__mro__]
class Plain(Exception):
    pass
r_plain = (str(Plain()), str(Plain("a", "b")), Plain(1).args)
