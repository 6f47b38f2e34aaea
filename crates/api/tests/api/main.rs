//! Integration tests: the real application on a random port, each test with
//! its own database.

mod frame;
mod helpers;
