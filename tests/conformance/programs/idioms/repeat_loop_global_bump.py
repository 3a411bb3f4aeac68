# probe: a repeat loop (target not read) calling a function that bumps a module global: after the loop the global has been bumped once per iteration
# inputs
n = 1
# body
COUNT = 0
def bump():
    global COUNT
    COUNT += 1
for _ in range(5):
    bump()
r_count = COUNT
