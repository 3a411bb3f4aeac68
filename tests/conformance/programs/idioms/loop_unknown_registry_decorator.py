# probe: registering functions by decorator inside a loop over input names: the closure's late binding and the keys
# inputs
names = ["add", "sub"]
scale = 10
# body
REG = {}
def register(key):
    def deco(fn):
        REG[key] = fn
        return fn
    return deco
for nm in names:
    @register(nm)
    def op(x, nm=nm):
        return nm + str(x * scale)
    @register(nm + "_late")
    def late(x):
        return nm + str(x)
r_keys = list(REG)
r_calls = [REG[k](1) for k in REG]
r_len = len(REG)
r_known = "static"
REG["fixed"] = len
r_fixed = REG["fixed"]("abc")
