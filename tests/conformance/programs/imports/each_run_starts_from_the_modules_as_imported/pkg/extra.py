import state

VALUE = 7 + state.COUNT
