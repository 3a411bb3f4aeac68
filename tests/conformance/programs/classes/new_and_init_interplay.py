# probe: __new__ returning another type skips __init__; __init__ returning non-None; __new__ with extra args; singletons via __new__
# inputs
v = 4
# body
log = []
class Other:
    pass
class Swap:
    def __new__(cls, x):
        log.append("new")
        if x > 3:
            return Other()
        return super().__new__(cls)
    def __init__(self, x):
        log.append("init")
        self.x = x
r_swap = type(Swap(v)).__name__
r_log_swap = list(log)
log.clear()
r_keep = Swap(1).x
r_log_keep = list(log)
class BadInit:
    def __init__(self):
        return 5
try:
    BadInit()
except TypeError as e:
    r_bad_init = str(e)
class Single:
    _inst = None
    def __new__(cls):
        if cls._inst is None:
            cls._inst = super().__new__(cls)
            cls._inst.count = 0
        return cls._inst
    def __init__(self):
        self.count += 1
r_single = (Single() is Single(), Single().count)
class SubOfSwap(Swap):
    pass
r_sub = type(SubOfSwap(1)).__name__
class NewOnly:
    def __new__(cls, *args, **kw):
        inst = super().__new__(cls)
        inst.args = args
        return inst
r_new_only = NewOnly(1, 2).args
class InitOnly:
    def __init__(self, a):
        self.a = a
try:
    object.__new__(InitOnly).a
except AttributeError as e:
    r_no_init = type(e).__name__
class ExtraNew:
    pass
try:
    ExtraNew(1)
except TypeError as e:
    r_extra = str(e)
class ReturnsSubclassInst:
    def __new__(cls):
        return object.__new__(Child)
    def __init__(self):
        self.ran = "init ran"
class Child(ReturnsSubclassInst):
    pass
r_child_init = ReturnsSubclassInst().ran
