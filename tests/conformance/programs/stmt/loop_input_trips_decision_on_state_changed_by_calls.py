# probe: a for loop whose trip count is an input; the body decides on a module list that only a called function changes, and the side taken from the second iteration on acts only through another call
# inputs
n = 2
# body
state = []
log = []
def step():
    state.append(len(state))
def note(tag):
    log.append((tag, len(state)))
for _ in range(n):
    if state:
        note("again")
    step()
r_log = list(log)
r_len = len(log)
r_state = list(state)
