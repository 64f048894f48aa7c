import { useId } from 'react';
import { InertForm, InertLink } from '../ui/inert';
import { ACTIVE_CONTACT, CONTACTS, MESSAGES, type Message } from './pd-chat-data';

export function ChatPage() {
  return (
    <div className="container py-5">
      <title>Chat – Wabe UI Kit</title>
      <h1 className="h2 mb-4">Messages</h1>
      <div className="card shadow-sm overflow-hidden">
        <div className="row g-0">
          <div className="col-md-5 col-lg-4 border-end demo-pd-chat-list">
            <ConversationList />
          </div>
          <div className="col-md-7 col-lg-8 d-flex flex-column">
            <Thread />
          </div>
        </div>
      </div>
    </div>
  );
}

function ConversationList() {
  const searchId = useId();
  return (
    <>
      <div className="p-3 border-bottom">
        <h2 className="h6 mb-2">Conversations</h2>
        <label htmlFor={searchId} className="visually-hidden">
          Search conversations
        </label>
        <input
          id={searchId}
          type="search"
          className="form-control form-control-sm"
          placeholder="Search people or messages"
        />
      </div>
      <ul className="list-unstyled mb-0">
        {CONTACTS.map((contact) => (
          <li key={contact.name} className="border-bottom">
            <InertLink
              className={
                contact === ACTIVE_CONTACT
                  ? 'demo-pd-chat-contact demo-pd-chat-contact-active d-flex gap-3 p-3 text-decoration-none'
                  : 'demo-pd-chat-contact d-flex gap-3 p-3 text-decoration-none'
              }
              aria-current={contact === ACTIVE_CONTACT ? 'true' : undefined}
            >
              <Avatar src={contact.avatar} online={contact.online} size={44} />
              <span className="flex-grow-1 overflow-hidden">
                <span className="d-flex justify-content-between gap-2">
                  <span className="fw-semibold text-body">{contact.name}</span>
                  <span className="small text-body-secondary">{contact.time}</span>
                </span>
                <span className="d-flex justify-content-between gap-2">
                  <span className="small text-body-secondary text-truncate">{contact.preview}</span>
                  {contact.unread > 0 && (
                    <span className="badge rounded-pill text-bg-primary align-self-center">
                      {contact.unread}
                      <span className="visually-hidden"> unread</span>
                    </span>
                  )}
                </span>
              </span>
            </InertLink>
          </li>
        ))}
      </ul>
    </>
  );
}

function Thread() {
  return (
    <>
      <div className="d-flex align-items-center gap-3 p-3 border-bottom">
        <Avatar src={ACTIVE_CONTACT.avatar} online={ACTIVE_CONTACT.online} size={48} />
        <div className="flex-grow-1">
          <h2 className="h5 mb-0">{ACTIVE_CONTACT.name}</h2>
          <p className="small text-body-secondary mb-0">{ACTIVE_CONTACT.role} · Online</p>
        </div>
        <InertLink className="btn btn-outline-secondary btn-sm text-nowrap d-none d-sm-inline-block">
          View profile
        </InertLink>
      </div>
      <ol className="list-unstyled flex-grow-1 d-grid gap-3 p-3 p-md-4 mb-0 demo-pd-chat-thread">
        <li className="text-center small text-body-secondary">Today</li>
        {MESSAGES.map((message) => (
          <Bubble key={message.text} message={message} />
        ))}
      </ol>
      <MessageInput />
    </>
  );
}

function Bubble({ message }: { message: Message }) {
  const mine = message.from === 'me';
  return (
    <li className={mine ? 'd-flex justify-content-end' : 'd-flex gap-2 align-items-end'}>
      {!mine && <Avatar src={ACTIVE_CONTACT.avatar} size={32} />}
      <div className={mine ? 'demo-pd-bubble demo-pd-bubble-mine' : 'demo-pd-bubble'}>
        <span className="visually-hidden">{mine ? 'You' : ACTIVE_CONTACT.name}: </span>
        {message.text}
        <span className="d-block small demo-pd-bubble-time">{message.time}</span>
      </div>
    </li>
  );
}

function MessageInput() {
  const id = useId();
  return (
    <InertForm className="p-3 border-top">
      <label htmlFor={id} className="visually-hidden">
        Message to {ACTIVE_CONTACT.name}
      </label>
      <div className="input-group">
        <button type="button" className="btn btn-outline-secondary" aria-label="Attach a file">
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M20 11.5l-8 8a5 5 0 0 1-7-7l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7L9.7 17.2a1.7 1.7 0 0 1-2.4-2.4L15 7.2" />
          </svg>
        </button>
        <input
          id={id}
          type="text"
          className="form-control"
          placeholder="Write a message…"
          autoComplete="off"
        />
        <button type="submit" className="btn btn-primary">
          Send
        </button>
      </div>
    </InertForm>
  );
}

function Avatar({ src, size, online = false }: { src: string; size: number; online?: boolean }) {
  return (
    <span className="position-relative flex-shrink-0">
      <img src={src} width={size} height={size} alt="" className="rounded-circle" />
      {online && <span className="demo-pd-chat-online" />}
    </span>
  );
}
