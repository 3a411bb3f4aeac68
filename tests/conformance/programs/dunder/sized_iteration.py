# probe: list(), tuple(), `[*o]`, `f(*o)` and list.extend ask an object its length (`__len__`, else `__length_hint__`) after its `__iter__`, before a generator's first item
# body
log = []
class SeqGen:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        log.append("iter")
        yield from range(self.n)
    def __len__(self):
        log.append("len")
        return self.n
class Hint:
    def __iter__(self):
        log.append("iter")
        return iter([7])
    def __len__(self):
        raise TypeError("no len")
    def __length_hint__(self):
        return 1
r_list = list(SeqGen(2))
r_log_list = list(log)
log.clear()
r_hint = list(Hint())
r_log_hint = list(log)
