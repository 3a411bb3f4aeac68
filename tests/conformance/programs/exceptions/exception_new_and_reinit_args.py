# probe: args come from BaseException.__new__ and are replaced by BaseException.__init__: a __new__ passing other args is overridden when __init__ is the base's; calling __init__ again replaces args; super().__init__() with nothing empties them
# inputs
v = 3
# body
class NewOnly(Exception):
    def __new__(cls, *args):
        return super().__new__(cls, "from new")
class NewAndInit(Exception):
    def __new__(cls, *args):
        return super().__new__(cls, "from new")
    def __init__(self, *args):
        pass
class EmptySuper(Exception):
    def __init__(self, *args):
        super().__init__()
a = NewOnly(v)
b = NewAndInit(v)
c = EmptySuper(v, v)
r_args = (a.args, b.args, c.args)
d = ValueError(v)
d.__init__("x", "y")
r_reinit = d.args
Exception.__init__(d)
r_reinit_empty = d.args
e = KeyError(v)
e.args += (4,)
r_iadd = e.args
