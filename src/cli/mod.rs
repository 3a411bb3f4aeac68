//! The command line: arguments in, the terminal and the exit code out. The only layer that prints.

pub mod args;
pub mod commands;
pub mod new;
