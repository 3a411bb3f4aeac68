# probe: outside every try, an error the run can't decide may end the program there: what the rest binds is not known to be bound, at the top level or inside a loop
# expect: raises NameError
# inputs
flag = False
items = [1, 2, 4]
# body
if flag:
    total = 0
for item in items:
    total += item
after = len(items)
r_after = after * 2
r_missing = undefined_name
