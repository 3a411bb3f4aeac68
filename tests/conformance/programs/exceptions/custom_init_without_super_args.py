# probe: an exception class whose __init__ does not call super still gets args from the constructor call (positional only, keywords left out); one calling super with other args gets those; str follows args
# inputs
a = 5
b = "two"
# body
class NoSuper(Exception):
    def __init__(self, x, y=None):
        self.x = x
class OtherArgs(Exception):
    def __init__(self, x, y):
        super().__init__("msg:" + str(x))
        self.y = y
class KwOnly(Exception):
    def __init__(self, *, code):
        self.code = code
e1 = NoSuper(a, b)
e2 = NoSuper(a, y=b)
e3 = OtherArgs(a, b)
e4 = KwOnly(code=a)
r_args = (e1.args, e2.args, e3.args, e4.args)
r_str = (str(e1), str(e2), str(e3), str(e4))
r_attrs = (e1.x, e3.y, e4.code)
try:
    raise NoSuper(a)
except NoSuper as e:
    r_raised = (e.args, e.x)
