# probe: an exception raised inside a generator reaches its consumer and finishes the generator (next raises StopIteration after); its finally blocks run on the way out; throw of an uncaught error
# inputs
bad_at = 2
# body
log = []
def gen():
    try:
        for i in range(5):
            if i == bad_at:
                raise ValueError(i)
            yield i
    finally:
        log.append("gen finally")
g = gen()
got = []
try:
    for v in g:
        got.append(v)
except ValueError as e:
    r_err = e.args
r_got = got
r_log = list(log)
try:
    next(g)
    r_after = "more"
except StopIteration:
    r_after = "finished"
log.clear()
g2 = gen()
next(g2)
try:
    g2.throw(KeyError("thrown"))
except KeyError as e:
    r_throw_out = (e.args, list(log))
r_after_throw = next(g2, "finished")
log.clear()
g3 = gen()
next(g3)
g3.close()
r_close_log = list(log)
def nested():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        log.append("GeneratorExit seen")
        raise
    finally:
        log.append("nested finally")
log.clear()
n = nested()
next(n)
n.close()
r_nested_close = list(log)
log.clear()
def gen_in_with():
    class CM:
        def __enter__(self):
            log.append("enter")
        def __exit__(self, *a):
            log.append(("exit", a[0].__name__ if a[0] else None))
    with CM():
        yield 1
        yield 2
w = gen_in_with()
next(w)
w.close()
r_with_close = list(log)
def try_except_in_gen():
    for i in range(3):
        try:
            if i == 1:
                raise KeyError(i)
            yield i
        except KeyError:
            yield "handled"
r_try_except = list(try_except_in_gen())
