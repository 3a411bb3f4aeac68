# probe: any yield makes a function a generator function, even unreachable: calling it runs nothing; return in a generator sets StopIteration.value; a lambda with yield
# inputs
n = 3
# body
log = []
def gen_unreachable():
    log.append("ran")
    return n
    yield
g = gen_unreachable()
r_not_run = list(log)
r_type = type(g).__name__
try:
    next(g)
except StopIteration as e:
    r_stop_value = e.value
r_ran_now = list(log)
def gen_if_false():
    if False:
        yield 1
    return "done"
r_list_empty = list(gen_if_false())
def plain():
    return [x for x in range(n)]
r_plain_type = type(plain()).__name__
def yields_in_genexp_only():
    return (x for x in range(n))
r_outer_is_plain = type(yields_in_genexp_only()).__name__
lam = lambda: (yield n)
lg = lam()
r_lambda_gen = (type(lg).__name__, next(lg))
def counter():
    i = 0
    while True:
        got = yield i
        i = i + 1 if got is None else got
c = counter()
r_send = [next(c), next(c), c.send(10), next(c)]
def ret_in_try():
    try:
        yield 1
        return 2
    finally:
        log.append("finally")
log.clear()
r_ret = list(ret_in_try())
r_finally = list(log)
def yield_from_value():
    v = yield from gen_if_false()
    yield v
r_yield_from = list(yield_from_value())
