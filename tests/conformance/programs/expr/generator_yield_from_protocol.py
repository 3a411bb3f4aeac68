# probe: yield from passes send, throw and return values through to the inner generator; the value of a return in a generator is StopIteration.value
# inputs
start = 10
# body
log = []
def inner():
    total = 0
    while True:
        try:
            got = yield total
        except KeyError as e:
            log.append(("inner caught", e.args[0]))
            got = 100
        if got is None:
            return ("done", total)
        total += got
def outer():
    result = yield from inner()
    log.append(("outer got", result))
    yield "after"
    return "outer-ret"
g = outer()
r_first = next(g)
r_sent = g.send(start)
r_thrown = g.throw(KeyError("k"))
r_after = g.send(None)
try:
    next(g)
except StopIteration as e:
    r_stop_value = e.value
r_log = list(log)
def gen_ret():
    yield 1
    return 42
it = gen_ret()
next(it)
try:
    next(it)
except StopIteration as e:
    r_ret_val = (e.value, e.args)
try:
    next(it)
except StopIteration as e:
    r_again = (e.value, e.args)
def no_ret():
    yield 1
def wrap():
    v = yield from no_ret()
    yield v
r_none_ret = list(wrap())
def gen_ret_none_tuple():
    return (1, 2)
    yield
try:
    next(gen_ret_none_tuple())
except StopIteration as e:
    r_tuple_ret = (e.value, e.args)
def delegating_list():
    r = yield from [1, 2]
    yield r
r_from_list = list(delegating_list())
def uncaught_in_inner():
    yield 1
def outer2():
    try:
        yield from uncaught_in_inner()
    except ValueError:
        yield "outer caught"
g2 = outer2()
next(g2)
r_outer_catches = g2.throw(ValueError)
