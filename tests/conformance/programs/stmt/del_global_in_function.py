# probe: minimal: `del name` of a name declared global in a function deletes the module's name
# inputs
v = 1
# body
def drop():
    global to_delete
    del to_delete
to_delete = v
drop()
r = "to_delete" in globals()
try:
    to_delete
    r_read = "bound"
except NameError:
    r_read = "NameError"
