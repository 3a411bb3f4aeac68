# probe: code the tool can't see, handed a value, may change every container and object reachable from it and run every function reachable from it (a function reaches its module's globals), then or whenever it runs again: none of that is known after
# inputs
hasher = hash
caller = callable
runner = list
keeper = []
drain = lambda: [f() for f in keeper]
grow = lambda xs: xs[0].append(0)
# body
log = []
class K:
    def __hash__(self):
        log.append("hash")
        return 1
    def __iter__(self):
        log.append("iter")
        return iter([1, 2])
def cb():
    log.append("cb")
k = K()
r_hash = hasher(k)
after_hash = list(log)
r_call = caller(cb)
after_call = list(log)
r_list = runner(k)
after_list = list(log)
holder = [k]
r_held = hasher(holder[0])
after_held = list(log)
inner = [1]
outer = [inner]
grow(outer)
r_inner = list(inner)
counter = [0]
def make():
    seen = []
    def bump():
        seen.append(1)
        counter[0] += 1
    return bump, seen
bump, seen = make()
keeper.append(bump)
r_before = (counter[0], len(seen))
drain()
r_after = (counter[0], len(seen))
class Plain:
    size = 1
def resize():
    Plain.size = 2
keeper.append(resize)
drain()
r_size = Plain.size
