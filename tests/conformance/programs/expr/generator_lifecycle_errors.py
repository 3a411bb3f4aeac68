# probe: a generator's life cycle: send of a value before the first next, throw and close before it starts, next on an exhausted or running generator, a yield in finally ignoring close, gi_running/gi_frame
# inputs
v = 3
# body
log = []
def g1():
    log.append("started")
    x = yield v
    log.append(("got", x))
    yield x
a = g1()
try:
    a.send(v)
except TypeError as e:
    r_send_fresh = str(e)
r_send_none = a.send(None)
r_log_a = list(log)
b = g1()
try:
    b.throw(ValueError("early"))
except ValueError as e:
    r_throw_fresh = (str(e), list(log))
try:
    next(b)
except StopIteration:
    r_after_throw = "exhausted"
c = g1()
c.close()
c.close()
try:
    next(c)
except StopIteration:
    r_closed_fresh = "exhausted"
def stubborn():
    try:
        yield 1
    finally:
        yield 2
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    r_ignored_exit = str(e)
def self_ref():
    yield next(me)
me = self_ref()
try:
    next(me)
except ValueError as e:
    r_running = str(e)
def catches_all():
    try:
        yield 1
    except Exception:
        log.append("Exception caught GeneratorExit?")
    yield 2
ca = catches_all()
next(ca)
ca.close()
r_close_not_exception = (log[-1], )
def count():
    yield 1
    yield 2
cg = count()
r_state = (cg.gi_running, cg.gi_frame is not None)
list(cg)
r_state_done = cg.gi_frame is None
def returning_on_exit():
    try:
        yield 1
    except GeneratorExit:
        log.append("exit seen")
        return "ret"
re_ = returning_on_exit()
next(re_)
r_close_ret = re_.close()
def throw_type():
    try:
        yield 1
    except KeyError as e:
        yield ("got", e.args)
tt = throw_type()
next(tt)
r_throw_class = tt.throw(KeyError)
r_log = list(log)
