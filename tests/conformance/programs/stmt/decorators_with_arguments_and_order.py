# probe: decorators with arguments, stacked decorators applied bottom-up but their factories evaluated top-down, a decorator returning a non-function, a class decorator
# inputs
times = 3
# body
log = []
def tag(name):
    log.append(("factory", name))
    def deco(f):
        log.append(("apply", name))
        def wrapper(*a, **k):
            return f"{name}(" + str(f(*a, **k)) + ")"
        return wrapper
    return deco
@tag("outer")
@tag("inner")
def base(x):
    return x
r_log = list(log)
r_call = base(times)
def repeat(n):
    def deco(f):
        def wrapper(*a):
            return [f(*a) for _ in range(n)]
        return wrapper
    return deco
@repeat(times)
def hello(who):
    return "hi " + who
r_repeat = hello("x")
def to_value(f):
    return f()
@to_value
def computed():
    return times * 2
r_computed = computed
def register_in(table):
    def deco(f):
        table[f.__name__] = f
        return f
    return deco
TABLE = {}
@register_in(TABLE)
def one():
    return 1
@register_in(TABLE)
def two():
    return 2
r_table = sorted(TABLE)
r_table_calls = [TABLE[k]() for k in sorted(TABLE)]
def add_attr(cls):
    cls.added = times
    return cls
@add_attr
class C:
    pass
r_class_deco = C.added
r_lambda_deco = (lambda f: f.__name__)(base)
@(lambda f: f)
def via_lambda():
    return "ok"
r_via_lambda = via_lambda()
