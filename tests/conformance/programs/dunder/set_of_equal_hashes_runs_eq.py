# probe: objects that hash alike put in one set: CPython asks the second's __eq__ against the first
# body
log = []
class Same:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        log.append(("hash", self.v))
        return 7
    def __eq__(self, o):
        log.append(("eq", self.v))
        return False
s = {Same(1), Same(2)}
r_len = len(s)
r_log = list(log)
