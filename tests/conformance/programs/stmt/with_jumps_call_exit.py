# probe: return, break and continue out of a with body call __exit__ with three Nones; a suppressing __exit__ does not change a return value; exit log order
# inputs
n = 4
# body
log = []
class CM:
    def __init__(self, tag):
        self.tag = tag
    def __enter__(self):
        log.append("in" + str(self.tag))
        return self.tag
    def __exit__(self, typ, val, tb):
        log.append(("out" + str(self.tag), typ))
        return True
def ret():
    with CM("r") as t:
        return t * 2
r_ret = ret()
for i in range(n):
    with CM(i):
        if i == 1:
            continue
        if i == 2:
            break
        log.append("body" + str(i))
def ret_in_loop():
    for i in range(n):
        with CM("L" + str(i)):
            if i == 1:
                return i
r_loop = ret_in_loop()
r_log = log
