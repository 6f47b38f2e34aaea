//! Just enough of an SMTP server to receive the portal's mails in a test.

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::sync::mpsc::{channel, Receiver};
use std::thread;
use std::time::Duration;

pub struct SmtpSink {
    port: u16,
    messages: Receiver<String>,
}

impl SmtpSink {
    pub fn start() -> Self {
        Self::start_on(0)
    }

    /// On a given port (0: any free one).
    pub fn start_on(port: u16) -> Self {
        let listener = TcpListener::bind(("127.0.0.1", port)).expect("bind the sink");
        let port = listener.local_addr().unwrap().port();
        let (sender, messages) = channel();
        thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let sender = sender.clone();
                thread::spawn(move || {
                    let mut writer = stream.try_clone().unwrap();
                    let mut reader = BufReader::new(stream);
                    let _ = writer.write_all(b"220 sink ESMTP\r\n");
                    let mut line = String::new();
                    while reader.read_line(&mut line).unwrap_or(0) > 0 {
                        let command = line.trim_end().to_ascii_uppercase();
                        let reply: &[u8] =
                            if command.starts_with("EHLO") || command.starts_with("HELO") {
                                b"250 sink\r\n"
                            } else if command == "DATA" {
                                let _ = writer.write_all(b"354 go on\r\n");
                                let mut message = String::new();
                                let mut data_line = String::new();
                                while reader.read_line(&mut data_line).unwrap_or(0) > 0
                                    && data_line != ".\r\n"
                                {
                                    message.push_str(&data_line);
                                    data_line.clear();
                                }
                                let _ = sender.send(message);
                                b"250 queued\r\n"
                            } else if command == "QUIT" {
                                let _ = writer.write_all(b"221 bye\r\n");
                                break;
                            } else {
                                b"250 ok\r\n"
                            };
                        let _ = writer.write_all(reply);
                        line.clear();
                    }
                });
            }
        });
        Self { port, messages }
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Waits without blocking the test's runtime, which also runs the server.
    pub async fn next_message(&self, wait: Duration) -> Option<String> {
        let deadline = std::time::Instant::now() + wait;
        while std::time::Instant::now() < deadline {
            if let Ok(message) = self.messages.try_recv() {
                return Some(message);
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        None
    }
}
