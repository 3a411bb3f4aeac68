# probe: exception classes carrying class-level defaults (code, message) that instances override in __init__ only sometimes; reading through the instance and the class; subclasses overriding the default
# inputs
status = 404
# body
class HTTPError(Exception):
    code = 500
    label = "server"
    def __init__(self, msg, code=None):
        super().__init__(msg)
        if code is not None:
            self.code = code
class NotFound(HTTPError):
    code = 404
    label = "client"
errs = [HTTPError("a"), HTTPError("b", status), NotFound("c"), NotFound("d", 410)]
r_codes = [(e.code, e.label, e.args) for e in errs]
NotFound.code = 499
r_after_class_change = [e.code for e in errs]
caught = []
for e in errs:
    try:
        raise e
    except NotFound as x:
        caught.append(("NotFound", x.code))
    except HTTPError as x:
        caught.append(("HTTPError", x.code))
r_caught = caught
