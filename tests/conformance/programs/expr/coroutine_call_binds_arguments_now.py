# probe: calling an async def (a coroutine function) or an async generator function binds its arguments at once: a bad call raises TypeError at the call, before any coroutine object exists; a good call runs nothing of the body
# inputs
v = 1
# body
log = []
async def coro(a, *, k=0):
    log.append("coro body")
    return a + k
async def agen(a):
    log.append("agen body")
    yield a
def attempt(thunk):
    try:
        thunk()
        return "created"
    except TypeError as e:
        return type(e).__name__
r_coro_missing = attempt(lambda: coro())
r_coro_unexpected = attempt(lambda: coro(v, z=1))
r_agen_missing = attempt(lambda: agen())
r_agen_too_many = attempt(lambda: agen(v, v))
r_log = list(log)
def run(c):
    try:
        c.send(None)
    except StopIteration as e:
        return e.value
r_run = run(coro(v, k=v))
