import state

SEEN = state.COUNT
state.LOG.append("late")
