# probe: functions rebinding globals with global statements, some only when an input says so; a global list rebound vs mutated; a name made global inside a loop
# inputs
do_rebind = False
n = 2
# body
items = [1]
alias = items
mode = "init"
def mutate():
    items.append(len(items))
def rebind():
    global items
    items = ["new"]
def set_mode(v):
    global mode
    if v:
        mode = v
    return mode
for _ in range(n):
    mutate()
if do_rebind:
    rebind()
mutate()
r_items = items
r_alias = alias
r_same = items is alias
r_mode = set_mode("")
r_mode2 = set_mode("run" * n)
def make_new():
    global created
    created = n * 2
make_new()
r_created = created
