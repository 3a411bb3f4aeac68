import state
def bump():
    state.counter += 1
    state.items.append(state.counter)
def count_items():
    return len(state.items)
